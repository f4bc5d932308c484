import * as migration_20261121_080410_initial from './20261121_080410_initial';

export const migrations = [
  {
    up: migration_20261121_080410_initial.up,
    down: migration_20261121_080410_initial.down,
    name: '20261121_080410_initial'
  },
];
