ALTER TABLE `mensajes_contacto` ADD `leido_en` text;--> statement-breakpoint
ALTER TABLE `mensajes_contacto` ADD `respuesta` text;--> statement-breakpoint
ALTER TABLE `mensajes_contacto` ADD `respondido_en` text;--> statement-breakpoint
ALTER TABLE `mensajes_contacto` ADD `respondido_por` integer;