-- Substring search over an order's name, e-mail and phone for the back office, without reading every
-- order: an FTS5 trigram index kept by triggers (the table itself stays the one source of truth).
-- Written by hand: drizzle's schema cannot declare virtual tables. PostgreSQL uses pg_trgm instead.
CREATE VIRTUAL TABLE `pedidos_busqueda` USING fts5(nombre, email, telefono, content='pedidos', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `pedidos_busqueda_ai` AFTER INSERT ON `pedidos` BEGIN
  INSERT INTO `pedidos_busqueda` (rowid, nombre, email, telefono) VALUES (new.id, new.nombre, new.email, new.telefono);
END;
--> statement-breakpoint
CREATE TRIGGER `pedidos_busqueda_ad` AFTER DELETE ON `pedidos` BEGIN
  INSERT INTO `pedidos_busqueda` (`pedidos_busqueda`, rowid, nombre, email, telefono) VALUES ('delete', old.id, old.nombre, old.email, old.telefono);
END;
--> statement-breakpoint
CREATE TRIGGER `pedidos_busqueda_au` AFTER UPDATE OF nombre, email, telefono ON `pedidos` BEGIN
  INSERT INTO `pedidos_busqueda` (`pedidos_busqueda`, rowid, nombre, email, telefono) VALUES ('delete', old.id, old.nombre, old.email, old.telefono);
  INSERT INTO `pedidos_busqueda` (rowid, nombre, email, telefono) VALUES (new.id, new.nombre, new.email, new.telefono);
END;
--> statement-breakpoint
INSERT INTO `pedidos_busqueda` (`pedidos_busqueda`) VALUES ('rebuild');
