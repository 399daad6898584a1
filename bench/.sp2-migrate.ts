import { connect } from '../apps/api/src/db/connection';
import { migrate } from '../apps/api/src/db/migrate';
const db = connect(process.argv[2] as string, 2);
console.log(await migrate(db));
await db.destroy();
