CREATE TABLE "imagenes" (
	"hash" text NOT NULL,
	"ancho" integer NOT NULL,
	"alto" integer NOT NULL,
	"tipo" text NOT NULL,
	"datos" "bytea" NOT NULL,
	"creado" text DEFAULT to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') NOT NULL,
	CONSTRAINT "imagenes_hash_ancho_pk" PRIMARY KEY("hash","ancho")
);
