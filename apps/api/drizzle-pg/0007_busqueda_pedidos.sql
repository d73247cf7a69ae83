-- Substring search over an order's name, e-mail and phone for the back office, without reading every
-- order: a trigram index on the very expression the order list searches (admin/order-search.ts).
-- pg_trgm ships with PostgreSQL and is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "pedidos_busqueda_idx" ON "pedidos" USING gin ((lower("nombre" || ' ' || "email" || ' ' || "telefono")) gin_trgm_ops);
