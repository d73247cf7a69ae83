-- What each customer bought (orders paid and not cancelled: count, total, latest), kept on the account by
-- a trigger so the back office lists 10,000 customers sorted by it without adding up 100,000 orders per
-- page; the same rule as SQLite's migration 0011. The account row is locked first, so the recount (a
-- new statement, a new snapshot under READ COMMITTED) sees every committed change of another process.
CREATE FUNCTION "compras_del_cliente"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[] := array_remove(ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.usuario_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.usuario_id END], NULL);
BEGIN
	IF cardinality(ids) = 0 THEN RETURN NULL; END IF;
	IF TG_OP = 'INSERT' AND NEW.estado NOT IN ('pagado', 'preparando', 'enviado', 'entregado') THEN RETURN NULL; END IF;
	PERFORM 1 FROM "usuarios" WHERE "id" = ANY(ids) ORDER BY "id" FOR UPDATE;
	UPDATE "usuarios" u SET
		"compras" = s.n, "gastado_centavos" = s.total, "ultima_compra" = s.ultimo
	FROM (
		SELECT x.id, count(p.id)::int AS n, coalesce(sum(p.total_centavos), 0)::int AS total, max(p.creado) AS ultimo
		FROM (SELECT DISTINCT unnest(ids) AS id) x
		LEFT JOIN "pedidos" p ON p.usuario_id = x.id AND p.estado IN ('pagado', 'preparando', 'enviado', 'entregado')
		GROUP BY x.id
	) s
	WHERE u.id = s.id;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pedidos_compras" AFTER INSERT OR DELETE OR UPDATE OF "estado", "usuario_id", "total_centavos", "creado" ON "pedidos"
	FOR EACH ROW EXECUTE FUNCTION "compras_del_cliente"();
--> statement-breakpoint
-- The shops that already have orders.
UPDATE "usuarios" u SET "compras" = s.n, "gastado_centavos" = s.total, "ultima_compra" = s.ultimo
FROM (
	SELECT usuario_id, count(*)::int AS n, sum(total_centavos)::int AS total, max(creado) AS ultimo
	FROM "pedidos" WHERE usuario_id IS NOT NULL AND estado IN ('pagado', 'preparando', 'enviado', 'entregado')
	GROUP BY usuario_id
) s
WHERE u.id = s.usuario_id;
