import type { AdminTexts } from './en.js';

/** Spanish texts of the admin remote (namespace `admin`). */
export const es: AdminTexts = {
  documentTitle: 'Administración de datos – PickWise',
  title: 'Administración de datos',
  subtitle: 'Estado en vivo de los servicios de PickWise que sostienen el sitio.',
  healthHeading: 'Estado de los servicios',
  refresh: 'Actualizar',
  refreshing: 'Actualizando…',
  loading: 'Comprobando servicios…',
  overall: { ok: 'Todos los sistemas funcionan', degraded: 'Algunos servicios no responden' },
  status: { up: 'Activo', down: 'Caído' },
  checkedAt: 'Comprobado a las {{time}}',
  error: 'No se pudo leer el estado de los servicios: {{message}}',
  services: {
    generation: 'Generación de números',
    draws: 'Historial de sorteos',
    jackpots: 'Botes',
    identity: 'Cuentas e inicio de sesión',
    ingestion: 'Ingesta de datos',
  },
};
