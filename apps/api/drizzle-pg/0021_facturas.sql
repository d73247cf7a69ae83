CREATE TABLE "facturas" (
	"pedido_id" integer PRIMARY KEY NOT NULL,
	"rfc" text NOT NULL,
	"razon_social" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"uso_cfdi" text NOT NULL,
	"cp_fiscal" text NOT NULL,
	"estado" text DEFAULT 'solicitada' NOT NULL,
	"solicitada" text DEFAULT to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	"uuid" text,
	"pdf" "bytea",
	"xml" "bytea",
	"emitida" text,
	"emitida_por" integer
);
--> statement-breakpoint
ALTER TABLE "correos" ADD COLUMN "adjuntos" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "rfc" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "razon_social" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "regimen_fiscal" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "uso_cfdi" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cp_fiscal" text;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_emitida_por_personal_id_fk" FOREIGN KEY ("emitida_por") REFERENCES "public"."personal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facturas_estado" ON "facturas" USING btree ("estado","solicitada");