CREATE TABLE "avisos" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"carrito" integer DEFAULT 0 NOT NULL,
	"semanal" integer DEFAULT 0 NOT NULL,
	"actualizado" text DEFAULT to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carritos_guardados" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"lineas" text NOT NULL,
	"desde" text NOT NULL,
	"cambiado" text NOT NULL,
	"ultimo_pedido_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordatorios_enviados" (
	"clave" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"enviado" text DEFAULT to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "cabeceras" text;--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carritos_guardados" ADD CONSTRAINT "carritos_guardados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordatorios_enviados" ADD CONSTRAINT "recordatorios_enviados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carritos_guardados_cambiado_idx" ON "carritos_guardados" USING btree ("cambiado");