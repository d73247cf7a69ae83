CREATE TABLE `ajustes` (
	`clave` text PRIMARY KEY NOT NULL,
	`valor` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `codigos_recuperacion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`personal_id` integer NOT NULL,
	`codigo_hash` text NOT NULL,
	`usado_en` text,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `codigos_recuperacion_personal_idx` ON `codigos_recuperacion` (`personal_id`);--> statement-breakpoint
ALTER TABLE `personal` ADD `totp_secreto` text;--> statement-breakpoint
ALTER TABLE `personal` ADD `totp_pendiente` text;--> statement-breakpoint
ALTER TABLE `personal` ADD `totp_ultimo_paso` integer;