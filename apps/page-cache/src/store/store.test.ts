import { storeBackends } from '../test/backends';
import { describeStoreContract } from './contract';

for (const backend of storeBackends())
  describeStoreContract(backend.name, backend.fresh, backend.skip);
