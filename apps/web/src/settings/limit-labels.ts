/** How each daily limit is named on the sliders: the domain's names, the ones its refusals use too. */
export { LIMIT_LABELS } from '@outflow/domain';
