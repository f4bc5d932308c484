import * as migration_20261121_080405_initial from './20261121_080405_initial';

export const migrations = [
  {
    up: migration_20261121_080405_initial.up,
    down: migration_20261121_080405_initial.down,
    name: '20261121_080405_initial'
  },
];
