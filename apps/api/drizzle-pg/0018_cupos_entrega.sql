CREATE TABLE "cupos_entrega" (
	"zona_id" integer NOT NULL,
	"dia" text NOT NULL,
	"ventana" text NOT NULL,
	"usados" integer NOT NULL,
	CONSTRAINT "cupos_entrega_zona_id_dia_ventana_pk" PRIMARY KEY("zona_id","dia","ventana")
);
--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "ventana_nombre" text;--> statement-breakpoint
ALTER TABLE "zonas_entrega" ADD COLUMN "capacidad" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "cupos_entrega" ADD CONSTRAINT "cupos_entrega_zona_id_zonas_entrega_id_fk" FOREIGN KEY ("zona_id") REFERENCES "public"."zonas_entrega"("id") ON DELETE no action ON UPDATE no action;