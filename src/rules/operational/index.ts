/**
 * The NQM operational layer: movement along routes over the going, the ground units occupy,
 * contact detection with a spatial index, the recce sequence, and the combat sequence (firefight, close
 * assault, break tests). Sources: `../shared/seeds/004_4c7ef6319257dc11.txt` (sections cited in each
 * module) and `../shared/RULINGS.md` §Not Quite Mechanized. Tables: `../tables/nqmGround.ts`, `../tables/nqmCombat.ts`.
 */
export * from './movement.ts';
export * from './realEstate.ts';
export * from './contacts.ts';
export * from './firefight.ts';
export * from './closeAssault.ts';
export * from './morale.ts';
export * from './recce.ts';
export * from './combat.ts';
export * from '../tables/nqmGround.ts';
export * from '../tables/nqmCombat.ts';
