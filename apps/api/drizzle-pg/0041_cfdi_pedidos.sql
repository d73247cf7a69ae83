CREATE TABLE "cfdi_pedidos" (
	"cfdi_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	CONSTRAINT "cfdi_pedidos_cfdi_id_pedido_id_pk" PRIMARY KEY("cfdi_id","pedido_id")
);
--> statement-breakpoint
ALTER TABLE "cfdi_pedidos" ADD CONSTRAINT "cfdi_pedidos_cfdi_id_cfdis_id_fk" FOREIGN KEY ("cfdi_id") REFERENCES "public"."cfdis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cfdi_pedidos" ADD CONSTRAINT "cfdi_pedidos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cfdi_pedidos_pedido_idx" ON "cfdi_pedidos" USING btree ("pedido_id");