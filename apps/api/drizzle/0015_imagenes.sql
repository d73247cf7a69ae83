CREATE TABLE `imagenes` (
	`hash` text NOT NULL,
	`ancho` integer NOT NULL,
	`alto` integer NOT NULL,
	`tipo` text NOT NULL,
	`datos` blob NOT NULL,
	`creado` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`hash`, `ancho`)
);
