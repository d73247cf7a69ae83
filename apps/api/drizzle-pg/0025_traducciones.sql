ALTER TABLE "pedidos" ADD COLUMN "idioma" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "idioma" text DEFAULT 'es' NOT NULL;