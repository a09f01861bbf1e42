import { checkEveryScreenAt, useAxeBrowser } from './support/accessibility';

checkEveryScreenAt('phone', useAxeBrowser());
