-- What each customer bought (orders paid and not cancelled: count, total, latest), kept on the account by
-- triggers so the back office lists 10,000 customers sorted by it without adding up 100,000 orders per
-- page. Recomputed from the customer's own orders (the covering index pedidos_usuario_compras_idx) on
-- every change that can move it, whichever process or tool makes the change. Written by hand: drizzle's
-- schema cannot declare triggers. PostgreSQL has the same in its migration 0009.
CREATE TRIGGER `pedidos_compras_ai` AFTER INSERT ON `pedidos` WHEN new.usuario_id IS NOT NULL AND new.estado IN ('pagado', 'preparando', 'enviado', 'entregado') BEGIN
  UPDATE `usuarios` SET
    compras = (SELECT count(*) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
    gastado_centavos = (SELECT coalesce(sum(p.total_centavos), 0) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
    ultima_compra = (SELECT max(p.creado) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado'))
  WHERE id = new.usuario_id;
END;
--> statement-breakpoint
CREATE TRIGGER `pedidos_compras_au` AFTER UPDATE OF estado, usuario_id, total_centavos, creado ON `pedidos` BEGIN
  UPDATE `usuarios` SET
    compras = (SELECT count(*) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
    gastado_centavos = (SELECT coalesce(sum(p.total_centavos), 0) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
    ultima_compra = (SELECT max(p.creado) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado'))
  WHERE id IN (old.usuario_id, new.usuario_id);
END;
--> statement-breakpoint
CREATE TRIGGER `pedidos_compras_ad` AFTER DELETE ON `pedidos` WHEN old.usuario_id IS NOT NULL BEGIN
  UPDATE `usuarios` SET
    compras = (SELECT count(*) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
    gastado_centavos = (SELECT coalesce(sum(p.total_centavos), 0) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
    ultima_compra = (SELECT max(p.creado) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado'))
  WHERE id = old.usuario_id;
END;
--> statement-breakpoint
-- The shops that already have orders.
UPDATE `usuarios` SET
  compras = (SELECT count(*) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
  gastado_centavos = (SELECT coalesce(sum(p.total_centavos), 0) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')),
  ultima_compra = (SELECT max(p.creado) FROM `pedidos` p WHERE p.usuario_id = usuarios.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado'));
