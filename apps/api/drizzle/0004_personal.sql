CREATE TABLE `auditoria` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`personal_id` integer,
	`accion` text NOT NULL,
	`entidad` text NOT NULL,
	`entidad_id` text NOT NULL,
	`antes` text,
	`despues` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auditoria_entidad_idx` ON `auditoria` (`entidad`,`entidad_id`);--> statement-breakpoint
CREATE INDEX `auditoria_creado_idx` ON `auditoria` (`creado`);--> statement-breakpoint
CREATE TABLE `enlaces_configuracion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`expira_en` integer NOT NULL,
	`usado_en` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enlaces_configuracion_token_hash_unique` ON `enlaces_configuracion` (`token_hash`);--> statement-breakpoint
CREATE TABLE `personal` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`nombre` text NOT NULL,
	`password_hash` text NOT NULL,
	`rol` text NOT NULL,
	`activo` integer DEFAULT 1 NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `personal_email_unique` ON `personal` (`email`);--> statement-breakpoint
CREATE TABLE `sesiones_personal` (
	`id` text PRIMARY KEY NOT NULL,
	`personal_id` integer NOT NULL,
	`ultimo_uso` integer NOT NULL,
	`expira_en` integer NOT NULL,
	`ip` text,
	`agente` text,
	`revocada_en` text,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`personal_id`) REFERENCES `personal`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sesiones_personal_personal_idx` ON `sesiones_personal` (`personal_id`);