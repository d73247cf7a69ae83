CREATE TABLE `producto_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`producto_id` integer NOT NULL,
	FOREIGN KEY (`producto_id`) REFERENCES `productos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `productos` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `productos` ADD `descripcion` text;--> statement-breakpoint
CREATE UNIQUE INDEX `productos_slug_idx` ON `productos` (`slug`);