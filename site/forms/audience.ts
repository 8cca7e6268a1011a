import { ADULT_AGE } from './age.ts';

/**
 * Who a subscription is for, on a form that may be for oneself or for a child in one's care (the
 * newsletter): the payload records it as `suscripcion`, and the consent asked follows it.
 */
export const AUDIENCE_FIELD = 'suscripcion';

export const AUDIENCES = {
  propia: `Para mí (tengo ${ADULT_AGE} años o más)`,
  nino: 'Para una niña o un niño a mi cargo',
} as const;

export type Audience = keyof typeof AUDIENCES;

export const isAudience = (value: unknown): value is Audience => typeof value === 'string' && Object.hasOwn(AUDIENCES, value);

/** Why a subscription for oneself cannot be sent with this birth date: under 18, in Spanish. */
export const UNDER_AGE = `Según la fecha de nacimiento, tienes menos de ${ADULT_AGE} años: para suscribirte pide a tu adulto responsable que lo haga por ti, eligiendo «${AUDIENCES.nino}».`;
