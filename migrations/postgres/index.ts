import * as migration_20261121_110111_initial from './20261121_110111_initial';

export const migrations = [
  {
    up: migration_20261121_110111_initial.up,
    down: migration_20261121_110111_initial.down,
    name: '20261121_110111_initial'
  },
];
