ALTER TABLE "pedidos" ADD COLUMN "calle" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "colonia" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "referencias" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "calle" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "colonia" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "referencias" text;