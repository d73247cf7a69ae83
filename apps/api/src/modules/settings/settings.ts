import { DEFAULT_CALENDAR, DEFAULT_SUBSTITUTION_MINUTES, type BillingSettingsForm, type ShopSettings } from '@huerta/contracts';

/** The stored billing settings: the form's fields, the PAC's key kept (null: none saved). */
export type BillingSettings = Omit<BillingSettingsForm, 'clave_pac'> & { clave_pac: string | null };
import { eq, sql } from 'drizzle-orm';
import type { ShopTextKey } from '@huerta/contracts/shop-texts';
import type { Database, Db } from '../../platform/db/database';

/** The settings the owner changes in the back office, with the value each has until then. */
const DEFAULTS = {
  /** Every staff member must turn on two-step verification before using the back office. */
  dosPasosObligatorio: false,
  /** The owner's changes to the shop's data (name, contact, shipping) over the environment's first values. */
  tienda: {} as Partial<ShopSettings>,
  /** The delivery calendar: the cut-off time and the days without deliveries. */
  entregas: DEFAULT_CALENDAR,
  /** The owner's versions of the FAQ, terms and privacy texts (Markdown); absent ones keep their first version. */
  textos: {} as Partial<Record<ShopTextKey, string>>,
  /**
   * Selling by weight (issue 35): a weight further than `tolerancia` percent from the estimate asks the packer
   * to confirm it; a card is held for the estimate plus `margen` percent.
   */
  peso: { tolerancia: 20, margen: 10 },
  /** Substitutions (issue 47): the minutes a shopper has to answer a proposed substitute. */
  sustituciones: { minutos: DEFAULT_SUBSTITUTION_MINUTES },
  /**
   * Facturas (issue 45): who the shop is to the SAT and how it stamps. Until the owner sets them, the test
   * mode with the SAT's own test taxpayer (EKU9003173C9, the RFC of its public test certificates), so that
   * every factura's flow runs offline, marked «SIN VALIDEZ FISCAL». `clave_pac` is the PAC's secret key.
   */
  facturacion: {
    modo: 'prueba',
    rfc: 'EKU9003173C9',
    razon_social: 'ESCUELA KEMPER URGATE',
    regimen_fiscal: '601',
    lugar_expedicion: '22000',
    serie: 'HB',
    periodicidad_global: '04',
    clave_pac: null,
  } as BillingSettings,
} satisfies Record<string, unknown>;
export type Settings = typeof DEFAULTS;

/**
 * Settings live in the database (table `ajustes`, one JSON value per key) so that every process of a
 * multi-process shop reads the same values; a read is one primary-key lookup.
 */
export function createSettings(database: Database) {
  const { db, t } = database;
  // Prepared once: an order with weighed lines reads `peso` (issue 48: each read built drizzle's SQL anew).
  const read = database.prepare('ajuste', (d) => d.select({ valor: t.ajustes.valor }).from(t.ajustes).where(eq(t.ajustes.clave, sql.placeholder('clave'))));
  return {
    async get<K extends keyof Settings>(key: K): Promise<Settings[K]> {
      const [row] = await read({ clave: key });
      return row ? (JSON.parse(row.valor) as Settings[K]) : DEFAULTS[key];
    },
    /** Writes a setting (with the caller's transaction, so its audit entry commits with it). */
    async set<K extends keyof Settings>(key: K, value: Settings[K], tx: Db = db) {
      const valor = JSON.stringify(value);
      await tx.insert(t.ajustes).values({ clave: key, valor }).onConflictDoUpdate({ target: t.ajustes.clave, set: { valor } });
    },
  };
}
export type SettingsService = ReturnType<typeof createSettings>;
