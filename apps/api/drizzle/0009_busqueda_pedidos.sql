-- Substring search over an order's name, e-mail and phone for the back office, without reading every
-- order: a contentless FTS5 trigram index of «nombre email telefono» (the same text PostgreSQL's pg_trgm
-- index covers). New orders are not indexed as they are written — that cost 0.2 ms of each order's
-- commit — but by the search itself before it runs (admin/order-search.ts: every order above the
-- index's highest rowid, in one batch). Rows already indexed follow changes and deletions here.
-- Written by hand: drizzle's schema cannot declare virtual tables or triggers.
CREATE VIRTUAL TABLE `pedidos_busqueda` USING fts5(texto, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `pedidos_busqueda_au` AFTER UPDATE OF nombre, email, telefono ON `pedidos` WHEN old.id <= (SELECT max(rowid) FROM `pedidos_busqueda`) BEGIN
  DELETE FROM `pedidos_busqueda` WHERE rowid = old.id;
  INSERT INTO `pedidos_busqueda` (rowid, texto) VALUES (new.id, new.nombre || ' ' || new.email || ' ' || new.telefono);
END;
--> statement-breakpoint
CREATE TRIGGER `pedidos_busqueda_ad` AFTER DELETE ON `pedidos` WHEN old.id <= (SELECT max(rowid) FROM `pedidos_busqueda`) BEGIN
  DELETE FROM `pedidos_busqueda` WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO `pedidos_busqueda` (rowid, texto) SELECT id, nombre || ' ' || email || ' ' || telefono FROM `pedidos`;
