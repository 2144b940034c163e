import Database from 'better-sqlite3'
const db = new Database(':memory:')
db.exec(`CREATE TABLE events (user_id INTEGER NOT NULL, seq INTEGER NOT NULL, type TEXT, at INTEGER, payload TEXT, PRIMARY KEY (user_id, seq));
CREATE TABLE journal (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, event_seq INTEGER, type TEXT, at INTEGER);
CREATE INDEX journal_user ON journal(user_id, id);`)
const q1 = `SELECT user_id, seq, payload FROM events WHERE ${Array.from({length: 3}, () => '(user_id = ? AND seq BETWEEN ? AND ?)').join(' OR ')} ORDER BY user_id, seq`
console.log(db.prepare('EXPLAIN QUERY PLAN ' + q1).all(1,1,2,2,1,2,3,1,2))
const q2 = `SELECT user_id, id FROM journal WHERE user_id IN (?, ?, ?) AND id >= ? ORDER BY user_id, id`
console.log(db.prepare('EXPLAIN QUERY PLAN ' + q2).all(1,2,3,4))
const q3 = `SELECT DISTINCT user_id FROM journal WHERE id > ? AND id <= ? AND at >= ? AND at < ? AND type IN ('marginFrozen', 'marginReleased')`
console.log(db.prepare('EXPLAIN QUERY PLAN ' + q3).all(1,2,3,4))
