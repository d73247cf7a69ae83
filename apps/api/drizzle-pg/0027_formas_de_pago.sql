CREATE TABLE "clientes_stripe" (
	"email" text PRIMARY KEY NOT NULL,
	"cliente_id" text NOT NULL,
	"creado" text DEFAULT to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "movimientos_dinero" ADD COLUMN "personal_id" integer;--> statement-breakpoint
ALTER TABLE "movimientos_dinero" ADD COLUMN "detalle" text;--> statement-breakpoint
ALTER TABLE "pagos_prueba" ADD COLUMN "metodo" text DEFAULT 'tarjeta' NOT NULL;--> statement-breakpoint
ALTER TABLE "pagos_prueba" ADD COLUMN "recibido_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "metodo_pago" text DEFAULT 'tarjeta' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pago_instrucciones" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pago_vence" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pendiente_centavos" integer;