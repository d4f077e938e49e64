import type { CoinFigures, MachineInput } from './profit.ts';

// The example the formula tests check by hand, used only by them. Two machines of 1000 MH/s and
// 500 W at 1000 USD, electricity 0.10 USD/kWh. Network 100 TH/s, 2 coins a block every 10 s
// (8640 blocks a day), 20 USD a coin.
//   share  = 2 x 1e9 / 1e14            = 2e-5
//   output = 2e-5 x 2 x 8640          = 0.3456 coin a day
//   income = 0.3456 x 20              = 6.912 USD
//   kWh    = 500 x 2 x 24 / 1000      = 24
//   charge = 24 x 0.10                = 2.4 USD
//   net    = 6.912 - 2.4              = 4.512 USD
//   share of electricity = 2.4 / 6.912 = 0.347222...
//   shutdown = 2.4 / 0.3456           = 6.944444... USD a coin
//   payback  = 2 x 1000 / 4.512       = 443.2624... days

export const handComputedMachine: MachineInput = {
  hashrate: 1000,
  hashrateUnit: 'MH',
  power: 500,
  machines: 2,
  devicePrice: 1000,
  electricityPrice: 0.1,
};

export const handComputedCoin: CoinFigures = {
  coinName: 'ETC',
  price: 20,
  networkHashrate: 100,
  networkHashrateUnit: 'TH',
  blockReward: 2,
  blockTime: 10,
};
