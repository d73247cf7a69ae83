/** Business accounts' states and trades (issue 34), zod-free: the storefront shows them too. */
export const BUSINESS_STATES = ['solicitada', 'aprobada', 'rechazada'] as const;
export type BusinessState = (typeof BUSINESS_STATES)[number];
export const BUSINESS_STATE_LABELS: Record<BusinessState, string> = { solicitada: 'En revisión', aprobada: 'Aprobada', rechazada: 'Rechazada' };

export const GIROS = ['restaurante', 'hotel', 'cafeteria', 'tienda', 'otro'] as const;
export type Giro = (typeof GIROS)[number];
export const GIRO_LABELS: Record<Giro, string> = { restaurante: 'Restaurante', hotel: 'Hotel', cafeteria: 'Cafetería', tienda: 'Tienda o abarrotes', otro: 'Otro' };
