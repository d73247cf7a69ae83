CREATE TABLE `existencias` (
	`producto_id` integer PRIMARY KEY NOT NULL,
	`disponibles` integer,
	`umbral_bajo` integer DEFAULT 10 NOT NULL,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `productos` ADD `agotado` integer DEFAULT 0 NOT NULL;