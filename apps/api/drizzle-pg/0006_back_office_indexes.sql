DROP INDEX "pedidos_usuario_idx";--> statement-breakpoint
CREATE INDEX "pedidos_usuario_compras_idx" ON "pedidos" USING btree ("usuario_id","estado","creado","total_centavos");--> statement-breakpoint
CREATE INDEX "pedidos_creado_idx" ON "pedidos" USING btree ("creado");--> statement-breakpoint
CREATE INDEX "pedidos_total_idx" ON "pedidos" USING btree ("total_centavos");--> statement-breakpoint
CREATE INDEX "pedidos_pagado_idx" ON "pedidos" USING btree ("pagado_en","estado","total_centavos");