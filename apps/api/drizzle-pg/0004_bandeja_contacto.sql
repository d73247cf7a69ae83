ALTER TABLE "mensajes_contacto" ADD COLUMN "leido_en" text;--> statement-breakpoint
ALTER TABLE "mensajes_contacto" ADD COLUMN "respuesta" text;--> statement-breakpoint
ALTER TABLE "mensajes_contacto" ADD COLUMN "respondido_en" text;--> statement-breakpoint
ALTER TABLE "mensajes_contacto" ADD COLUMN "respondido_por" integer;