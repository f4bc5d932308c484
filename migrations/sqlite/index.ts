import * as migration_20261121_113401_initial from './20261121_113401_initial';

export const migrations = [
  {
    up: migration_20261121_113401_initial.up,
    down: migration_20261121_113401_initial.down,
    name: '20261121_113401_initial'
  },
];
