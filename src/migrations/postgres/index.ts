import * as migration_20261121_220212_initial from './20261121_220212_initial';

export const migrations = [
  {
    up: migration_20261121_220212_initial.up,
    down: migration_20261121_220212_initial.down,
    name: '20261121_220212_initial'
  },
];
