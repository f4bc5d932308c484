import * as migration_20261121_110107_initial from './20261121_110107_initial';

export const migrations = [
  {
    up: migration_20261121_110107_initial.up,
    down: migration_20261121_110107_initial.down,
    name: '20261121_110107_initial'
  },
];
