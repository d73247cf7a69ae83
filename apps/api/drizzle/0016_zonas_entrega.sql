CREATE TABLE `zonas_entrega` (
	`id` integer PRIMARY KEY NOT NULL,
	`nombre` text NOT NULL,
	`codigos_postales` text NOT NULL,
	`costo_centavos` integer,
	`gratis_desde_centavos` integer,
	`minimo_centavos` integer NOT NULL,
	`dias_entrega` text NOT NULL,
	`activa` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `zonas_entrega_nombre_unique` ON `zonas_entrega` (`nombre`);--> statement-breakpoint
-- The four cities the shop serves (SPEC.md): the shop's shipping rule (null), a $500 minimum, Monday to
-- Saturday; Tecate, further out, on Tuesdays, Thursdays and Saturdays. The owner edits them in the back office.
INSERT INTO zonas_entrega (id, nombre, codigos_postales, costo_centavos, gratis_desde_centavos, minimo_centavos, dias_entrega, activa) VALUES
	(1, 'Tijuana', '["22000-22699"]', NULL, NULL, 50000, '[1,2,3,4,5,6]', 1),
	(2, 'Rosarito', '["22700-22790"]', NULL, NULL, 50000, '[1,2,3,4,5,6]', 1),
	(3, 'Ensenada', '["22800-22890"]', NULL, NULL, 50000, '[1,2,3,4,5,6]', 1),
	(4, 'Tecate', '["21400-21540"]', NULL, NULL, 50000, '[2,4,6]', 1);
