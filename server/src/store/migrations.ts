/** Versioned schema changes, applied in order at start; never edit one that has shipped. */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
  /**
   * What PostgreSQL runs instead of `sql` translated, for what only PostgreSQL has (`NOTIFY` for the change feed);
   * `sql` then says, in a comment, what SQLite does instead.
   */
  readonly postgres?: string
}

/**
 * Money and prices are decimal TEXT (exact); times are epoch milliseconds (INTEGER).
 * `journal` and `events` are append-only: nothing updates or deletes their rows.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'settings',
    sql: 'CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)',
  },
  {
    version: 2,
    name: 'users, sessions, accounts, journal, trading, content, audit',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        phone TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        funding_password_hash TEXT,
        agent_code TEXT NOT NULL,
        real_name TEXT NOT NULL DEFAULT '',
        id_card TEXT NOT NULL DEFAULT '',
        pan_code TEXT NOT NULL DEFAULT '',
        img1_key TEXT NOT NULL DEFAULT '',
        img2_key TEXT NOT NULL DEFAULT '',
        img3_key TEXT NOT NULL DEFAULT '',
        is_active INTEGER NOT NULL DEFAULT 0,
        auth_msg TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE TABLE invitation_codes (code TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX sessions_user ON sessions(user_id);
      CREATE TABLE login_failures (phone TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX login_failures_phone ON login_failures(phone, at);
      CREATE TABLE idempotency_keys (
        user_id INTEGER NOT NULL,
        key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        response TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, key)
      );

      CREATE TABLE accounts (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        state TEXT NOT NULL,
        event_count INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE events (
        user_id INTEGER NOT NULL REFERENCES users(id),
        seq INTEGER NOT NULL,
        type TEXT NOT NULL,
        command_id TEXT NOT NULL,
        at INTEGER NOT NULL,
        payload TEXT NOT NULL,
        PRIMARY KEY (user_id, seq)
      );
      CREATE TABLE journal (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        event_seq INTEGER NOT NULL,
        type TEXT NOT NULL,
        balance TEXT NOT NULL,
        amount TEXT NOT NULL,
        balance_after TEXT NOT NULL,
        reference TEXT NOT NULL,
        summary TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX journal_user ON journal(user_id, id);
      CREATE TRIGGER journal_append_only_update BEFORE UPDATE ON journal BEGIN SELECT RAISE(ABORT, 'journal is append-only'); END;
      CREATE TRIGGER journal_append_only_delete BEFORE DELETE ON journal BEGIN SELECT RAISE(ABORT, 'journal is append-only'); END;
      CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
      CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;

      CREATE TABLE instruments (
        code TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('stock', 'index', 'futures')),
        market TEXT NOT NULL,
        name TEXT NOT NULL,
        spell TEXT NOT NULL,
        board TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE quotes (
        code TEXT PRIMARY KEY REFERENCES instruments(code),
        price TEXT NOT NULL,
        prev_close TEXT NOT NULL,
        open TEXT NOT NULL,
        high TEXT NOT NULL,
        low TEXT NOT NULL,
        volume INTEGER NOT NULL,
        amount TEXT NOT NULL,
        trading_day TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE bars (
        code TEXT NOT NULL,
        period INTEGER NOT NULL,
        time INTEGER NOT NULL,
        open TEXT NOT NULL,
        close TEXT NOT NULL,
        high TEXT NOT NULL,
        low TEXT NOT NULL,
        volume INTEGER NOT NULL,
        amount TEXT NOT NULL,
        PRIMARY KEY (code, period, time)
      ) WITHOUT ROWID;

      CREATE TABLE positions (
        position_sn TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL CHECK (kind IN ('stock', 'index', 'futures')),
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        spell TEXT NOT NULL,
        state INTEGER NOT NULL,
        data TEXT NOT NULL,
        opened_at INTEGER NOT NULL,
        closed_at INTEGER
      );
      CREATE INDEX positions_user ON positions(user_id, kind, state, opened_at);
      CREATE TABLE pending_orders (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        code TEXT NOT NULL,
        status INTEGER NOT NULL,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX pending_orders_user ON pending_orders(user_id, status);
      CREATE TABLE watchlist (
        user_id INTEGER NOT NULL REFERENCES users(id),
        code TEXT NOT NULL REFERENCES instruments(code),
        added_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, code)
      );
      CREATE TABLE ipo_listings (id INTEGER PRIMARY KEY AUTOINCREMENT, code TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
      CREATE TABLE ipo_applications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        listing_id INTEGER NOT NULL REFERENCES ipo_listings(id),
        status INTEGER NOT NULL,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX ipo_applications_user ON ipo_applications(user_id);

      CREATE TABLE news (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        list_type INTEGER NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        image TEXT NOT NULL,
        author TEXT NOT NULL,
        show_time INTEGER NOT NULL
      );
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        text TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX messages_user ON messages(user_id, id);
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        reason TEXT NOT NULL,
        at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 30,
    name: 'risk loop: daily warning state, day-close cursor; pending-order placement prices',
    sql: `
      CREATE TABLE risk_warnings (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        last_warning_day TEXT NOT NULL
      );
      CREATE TABLE risk_trading_days (exchange TEXT PRIMARY KEY, trading_day TEXT NOT NULL);
      CREATE TABLE pending_order_prices (order_id TEXT PRIMARY KEY, market_price TEXT NOT NULL);
    `,
  },
  {
    version: 50,
    name: 'IPO lottery audits, strong-buy queue, block-trade products and orders',
    sql: `
      ALTER TABLE ipo_listings ADD COLUMN audit TEXT;
      CREATE TABLE strong_buy_orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        code TEXT NOT NULL,
        trading_day TEXT NOT NULL,
        settles_at INTEGER NOT NULL,
        status INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX strong_buy_orders_due ON strong_buy_orders(status, settles_at);
      CREATE INDEX strong_buy_orders_user ON strong_buy_orders(user_id, id);
      CREATE TABLE strong_buy_lotteries (
        code TEXT NOT NULL,
        trading_day TEXT NOT NULL,
        audit TEXT NOT NULL,
        at INTEGER NOT NULL,
        PRIMARY KEY (code, trading_day)
      );
      CREATE TABLE block_trade_products (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        code TEXT NOT NULL UNIQUE REFERENCES instruments(code),
        discount TEXT NOT NULL,
        min_quantity INTEGER NOT NULL
      );
      CREATE TABLE block_trade_orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        product_id INTEGER NOT NULL REFERENCES block_trade_products(id),
        position_sn TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX block_trade_orders_user ON block_trade_orders(user_id, id);
    `,
  },
  {
    version: 60,
    name: 'settings version for cached reads; account balances, snapshot position and revision; events by command id',
    sql: `
      CREATE TABLE settings_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
      INSERT INTO settings_version (id, version) VALUES (1, 0);
      CREATE TRIGGER settings_version_insert AFTER INSERT ON settings BEGIN UPDATE settings_version SET version = version + 1; END;
      CREATE TRIGGER settings_version_update AFTER UPDATE ON settings BEGIN UPDATE settings_version SET version = version + 1; END;
      CREATE TRIGGER settings_version_delete AFTER DELETE ON settings BEGIN UPDATE settings_version SET version = version + 1; END;

      ALTER TABLE accounts ADD COLUMN balances TEXT;
      ALTER TABLE accounts ADD COLUMN snapshot_seq INTEGER;
      ALTER TABLE accounts ADD COLUMN revision TEXT;
      UPDATE accounts SET snapshot_seq = event_count;
      CREATE INDEX events_command ON events(user_id, command_id);
    `,
  },
  {
    version: 61,
    name: 'account snapshots in their own table, so the per-command account update rewrites a small row',
    sql: `
      CREATE TABLE account_snapshots (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL
      );
      INSERT INTO account_snapshots (user_id, seq, state)
        SELECT user_id, COALESCE(snapshot_seq, event_count), state FROM accounts;
      UPDATE accounts SET state = '{}', snapshot_seq = NULL;
    `,
  },
  {
    version: 70,
    name: 'staff accounts, staff sessions and sign-in attempts, the staff audit trail, adjustments',
    sql: `
      CREATE TABLE staff (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        roles TEXT NOT NULL,
        disabled_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE staff_sessions (
        token_hash TEXT PRIMARY KEY,
        staff_id INTEGER NOT NULL REFERENCES staff(id),
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        revoked_at INTEGER
      );
      CREATE INDEX staff_sessions_staff ON staff_sessions(staff_id);
      CREATE TABLE staff_sign_in_attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, at INTEGER NOT NULL, failed INTEGER NOT NULL);
      CREATE INDEX staff_sign_in_attempts_name ON staff_sign_in_attempts(name, at);
      CREATE TABLE staff_audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        staff_id INTEGER,
        staff_name TEXT NOT NULL,
        roles TEXT NOT NULL,
        at INTEGER NOT NULL,
        route TEXT NOT NULL,
        target TEXT NOT NULL,
        reason TEXT NOT NULL,
        outcome TEXT NOT NULL
      );
      CREATE INDEX staff_audit_staff ON staff_audit(staff_name, id);
      CREATE TRIGGER staff_audit_append_only_update BEFORE UPDATE ON staff_audit BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
      CREATE TRIGGER staff_audit_append_only_delete BEFORE DELETE ON staff_audit BEGIN SELECT RAISE(ABORT, 'the audit trail is append-only'); END;
      CREATE TABLE adjustments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        account TEXT NOT NULL,
        amount TEXT NOT NULL,
        reason TEXT NOT NULL,
        status TEXT NOT NULL,
        proposed_by TEXT NOT NULL,
        proposed_at INTEGER NOT NULL,
        decided_by TEXT,
        decided_at INTEGER
      );
    `,
  },
  {
    version: 80,
    name: 'identity: uploaded images, bank cards and their change log, real-name review history',
    sql: `
      CREATE TABLE uploads (
        key TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX uploads_user ON uploads(user_id, created_at);
      CREATE TABLE bank_cards (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        bank_name TEXT NOT NULL,
        ifsc_code TEXT NOT NULL,
        bank_no TEXT NOT NULL,
        payee_name TEXT NOT NULL,
        bank_address TEXT NOT NULL,
        bound_at INTEGER NOT NULL
      );
      CREATE TABLE bank_card_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        action TEXT NOT NULL CHECK (action IN ('bind', 'replace', 'reset')),
        card_tail TEXT NOT NULL,
        replaced_tail TEXT NOT NULL,
        actor TEXT NOT NULL,
        reason TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX bank_card_changes_user ON bank_card_changes(user_id, id);
      CREATE TABLE kyc_reviews (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        action TEXT NOT NULL CHECK (action IN ('submit', 'approve', 'reject')),
        actor TEXT NOT NULL,
        reason TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX kyc_reviews_user ON kyc_reviews(user_id, id);
      CREATE TRIGGER kyc_reviews_append_only_update BEFORE UPDATE ON kyc_reviews BEGIN SELECT RAISE(ABORT, 'kyc reviews are append-only'); END;
      CREATE TRIGGER kyc_reviews_append_only_delete BEFORE DELETE ON kyc_reviews BEGIN SELECT RAISE(ABORT, 'kyc reviews are append-only'); END;
      CREATE TRIGGER bank_card_changes_append_only_update BEFORE UPDATE ON bank_card_changes BEGIN SELECT RAISE(ABORT, 'bank card changes are append-only'); END;
      CREATE TRIGGER bank_card_changes_append_only_delete BEFORE DELETE ON bank_card_changes BEGIN SELECT RAISE(ABORT, 'bank card changes are append-only'); END;
    `,
  },
  {
    version: 90,
    name: 'money in and out: recharge orders, payment notifications received, withdrawal requests',
    sql: `
      CREATE TABLE recharge_orders (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_sn TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        amount TEXT NOT NULL,
        pay_channel INTEGER NOT NULL,
        provider TEXT NOT NULL,
        status INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        settled_at INTEGER,
        settled_by TEXT NOT NULL DEFAULT '',
        note TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX recharge_orders_user ON recharge_orders(user_id, status, id);
      CREATE INDEX recharge_orders_waiting ON recharge_orders(status, expires_at);
      CREATE TABLE payment_notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_sn TEXT NOT NULL,
        body_hash TEXT NOT NULL,
        outcome TEXT NOT NULL,
        order_status INTEGER NOT NULL,
        received_at INTEGER NOT NULL
      );
      CREATE INDEX payment_notifications_order ON payment_notifications(order_sn);
      CREATE TABLE withdrawal_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        amount TEXT NOT NULL,
        fee TEXT NOT NULL,
        status INTEGER NOT NULL,
        reason TEXT,
        bank_name TEXT NOT NULL,
        bank_address TEXT NOT NULL,
        bank_no_last4 TEXT NOT NULL,
        applied_at INTEGER NOT NULL,
        settled_at INTEGER,
        settled_by TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX withdrawal_requests_user ON withdrawal_requests(user_id, status, id);
      CREATE INDEX withdrawal_requests_status ON withdrawal_requests(status, id);
    `,
  },
  {
    version: 100,
    name: 'passwords, SMS and welfare: image captchas, SMS codes (hashed), the development SMS outbox, funding-password failures, welfare applications',
    sql: `
      CREATE TABLE captchas (
        id_hash TEXT PRIMARY KEY,
        answer_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        passed_at INTEGER,
        spent INTEGER NOT NULL DEFAULT 0,
        phone TEXT,
        codes_sent INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX captchas_created ON captchas(created_at);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        phone TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        wrong_attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER
      );
      CREATE INDEX sms_codes_phone ON sms_codes(phone, purpose, sent_at);
      CREATE TABLE sms_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        phone TEXT NOT NULL,
        purpose TEXT NOT NULL,
        text TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX sms_outbox_phone ON sms_outbox(phone, id);
      CREATE TABLE funding_password_failures (user_id INTEGER NOT NULL REFERENCES users(id), at INTEGER NOT NULL);
      CREATE INDEX funding_password_failures_user ON funding_password_failures(user_id, at);
      CREATE TABLE welfare_applications (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        code TEXT NOT NULL,
        amount TEXT NOT NULL,
        status INTEGER NOT NULL CHECK (status IN (0, 1, 2)),
        reason TEXT,
        applied_at INTEGER NOT NULL,
        reviewed_at INTEGER,
        reviewed_by TEXT
      );
      CREATE INDEX welfare_applications_status ON welfare_applications(status, applied_at);
    `,
  },
  {
    version: 110,
    name: 'margin financing: products, applications and sub-accounts, split positions, line warnings',
    sql: `
      CREATE TABLE financing_types (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        levers TEXT NOT NULL,
        days INTEGER NOT NULL,
        min_margin TEXT NOT NULL,
        max_margin TEXT NOT NULL,
        manage_rate TEXT NOT NULL,
        enabled INTEGER NOT NULL DEFAULT 1
      );
      INSERT INTO financing_types (id, name, levers, days, min_margin, max_margin, manage_rate) VALUES
        (1, 'Daily financing, 5 days', '2/3/5', 5, '1000', '1000000', '0.0012'),
        (2, 'Monthly financing, 30 days', '2/3/4/5', 30, '5000', '2000000', '0.0008');
      CREATE TABLE financing_applications (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        status INTEGER NOT NULL,
        subaccount_number TEXT UNIQUE,
        data TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX financing_applications_user ON financing_applications(user_id, id);
      CREATE INDEX financing_applications_status ON financing_applications(status, id);
      CREATE TABLE financing_positions (
        position_sn TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        application_id INTEGER NOT NULL REFERENCES financing_applications(id),
        state INTEGER NOT NULL,
        data TEXT NOT NULL,
        opened_at INTEGER NOT NULL,
        closed_at INTEGER
      );
      CREATE INDEX financing_positions_user ON financing_positions(user_id, state, opened_at);
      CREATE TABLE financing_warnings (application_id INTEGER PRIMARY KEY, last_warning_day TEXT NOT NULL);
    `,
  },
  {
    version: 120,
    name: 'session version, so a process keeps the sessions it has looked up in memory',
    sql: `
      CREATE TABLE session_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
      INSERT INTO session_version (id, version) VALUES (1, 0);
      CREATE TRIGGER session_version_revoked AFTER UPDATE OF revoked_at ON sessions BEGIN UPDATE session_version SET version = version + 1; END;
      CREATE TRIGGER session_version_deleted AFTER DELETE ON sessions BEGIN UPDATE session_version SET version = version + 1; END;
      CREATE TRIGGER session_version_user AFTER UPDATE OF phone, is_active ON users BEGIN UPDATE session_version SET version = version + 1; END;
      CREATE TRIGGER session_version_user_deleted AFTER DELETE ON users BEGIN UPDATE session_version SET version = version + 1; END;
    `,
  },
  {
    version: 130,
    name: "hash chains over each account's events and journal rows, anchors for the rows written before them",
    sql: `
      ALTER TABLE events ADD COLUMN prev_hash TEXT;
      ALTER TABLE events ADD COLUMN hash TEXT;
      ALTER TABLE journal ADD COLUMN line INTEGER;
      ALTER TABLE journal ADD COLUMN prev_hash TEXT;
      ALTER TABLE journal ADD COLUMN hash TEXT;
      CREATE TABLE history_chain_anchors (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        event_seq INTEGER NOT NULL,
        event_hash TEXT NOT NULL,
        journal_line INTEGER NOT NULL,
        journal_hash TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE TABLE history_chain_legacy (id INTEGER PRIMARY KEY CHECK (id = 1), chained_at INTEGER);
      INSERT INTO history_chain_legacy (id, chained_at) VALUES (1, NULL);
      CREATE TRIGGER history_chain_anchors_append_only_update BEFORE UPDATE ON history_chain_anchors BEGIN SELECT RAISE(ABORT, 'chain anchors are append-only'); END;
      CREATE TRIGGER history_chain_anchors_append_only_delete BEFORE DELETE ON history_chain_anchors BEGIN SELECT RAISE(ABORT, 'chain anchors are append-only'); END;
    `,
  },
  {
    version: 131,
    name: "the payment provider's own records (collections, notifications, payouts) and each paid withdrawal's payout reference",
    sql: `
      CREATE TABLE provider_records (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        provider TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('collectionAsked', 'collected', 'collectionFailed', 'notified', 'payout')),
        reference TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        amount TEXT NOT NULL,
        provider_reference TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT '',
        at INTEGER NOT NULL
      );
      CREATE INDEX provider_records_user ON provider_records(user_id, id);
      CREATE INDEX provider_records_reference ON provider_records(reference, kind);
      CREATE TRIGGER provider_records_append_only_update BEFORE UPDATE ON provider_records BEGIN SELECT RAISE(ABORT, 'provider records are append-only'); END;
      CREATE TRIGGER provider_records_append_only_delete BEFORE DELETE ON provider_records BEGIN SELECT RAISE(ABORT, 'provider records are append-only'); END;
      ALTER TABLE withdrawal_requests ADD COLUMN payout_reference TEXT;
      INSERT INTO provider_records (provider, kind, reference, user_id, amount, provider_reference, detail, at)
        SELECT 'sandbox', 'collected', order_sn, user_id, amount, 'C-' || order_sn, 'imported from the paid order at migration 131', COALESCE(settled_at, created_at)
        FROM recharge_orders WHERE status = 1 AND settled_by LIKE 'provider:%';
      INSERT INTO provider_records (provider, kind, reference, user_id, amount, provider_reference, detail, at)
        SELECT 'sandbox', 'payout', CAST(id AS TEXT), user_id, CAST(CAST(amount AS NUMERIC) - CAST(fee AS NUMERIC) AS TEXT),
          'PO-' || CAST(id AS TEXT), 'imported from the paid withdrawal at migration 131', COALESCE(settled_at, applied_at)
        FROM withdrawal_requests WHERE status IN (1, 5);
      UPDATE withdrawal_requests SET payout_reference = 'PO-' || CAST(id AS TEXT) WHERE status IN (1, 5);
    `,
  },
  {
    version: 132,
    name: 'append-only: every other table that holds history (notifications received, lotteries, SMS sent, old audit log)',
    sql: `
      CREATE TRIGGER payment_notifications_append_only_update BEFORE UPDATE ON payment_notifications BEGIN SELECT RAISE(ABORT, 'payment notifications are append-only'); END;
      CREATE TRIGGER payment_notifications_append_only_delete BEFORE DELETE ON payment_notifications BEGIN SELECT RAISE(ABORT, 'payment notifications are append-only'); END;
      CREATE TRIGGER strong_buy_lotteries_append_only_update BEFORE UPDATE ON strong_buy_lotteries BEGIN SELECT RAISE(ABORT, 'strong-buy lotteries are append-only'); END;
      CREATE TRIGGER strong_buy_lotteries_append_only_delete BEFORE DELETE ON strong_buy_lotteries BEGIN SELECT RAISE(ABORT, 'strong-buy lotteries are append-only'); END;
      CREATE TRIGGER sms_outbox_append_only_update BEFORE UPDATE ON sms_outbox BEGIN SELECT RAISE(ABORT, 'the SMS outbox is append-only'); END;
      CREATE TRIGGER sms_outbox_append_only_delete BEFORE DELETE ON sms_outbox BEGIN SELECT RAISE(ABORT, 'the SMS outbox is append-only'); END;
      CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    `,
  },
  {
    version: 140,
    name: 'two people for every power: staff proposals, and since when each member holds their roles',
    sql: `
      ALTER TABLE staff ADD COLUMN active_since INTEGER;
      CREATE TABLE staff_proposals (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        subject TEXT NOT NULL,
        value TEXT NOT NULL,
        previous TEXT NOT NULL,
        password_hash TEXT,
        reason TEXT NOT NULL,
        status TEXT NOT NULL,
        proposed_by TEXT NOT NULL,
        proposed_at INTEGER NOT NULL,
        decided_by TEXT,
        decided_at INTEGER
      );
      CREATE INDEX staff_proposals_status ON staff_proposals(status, id);
    `,
  },
  {
    version: 141,
    name: 'the complete staff trail: what each action moved or changed, and the investor it concerned',
    sql: `
      ALTER TABLE staff_audit ADD COLUMN detail TEXT NOT NULL DEFAULT '';
      ALTER TABLE staff_audit ADD COLUMN investor TEXT NOT NULL DEFAULT '';
      CREATE INDEX staff_audit_investor ON staff_audit(investor, id);
    `,
  },
  {
    version: 142,
    name: 'trusted devices: the device cookie of a browser that signed a phone in (OWASP device cookies)',
    sql: `
      CREATE TABLE trusted_devices (
        token_hash TEXT PRIMARY KEY,
        phone TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX trusted_devices_phone ON trusted_devices(phone);
    `,
  },
  {
    version: 150,
    name: "help desk: investors' requests and their threads (DECISIONS §22)",
    sql: `
      CREATE TABLE help_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        topic TEXT NOT NULL,
        status INTEGER NOT NULL CHECK (status IN (0, 1, 2)),
        subject TEXT NOT NULL,
        linked_kind TEXT,
        linked_id TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        closed_at INTEGER,
        last_reply_at INTEGER,
        seen_at INTEGER
      );
      CREATE INDEX help_requests_user ON help_requests(user_id, updated_at);
      CREATE INDEX help_requests_status ON help_requests(status, updated_at);
      CREATE TABLE help_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        request_id INTEGER NOT NULL REFERENCES help_requests(id),
        author TEXT NOT NULL CHECK (author IN ('investor', 'support')),
        staff_name TEXT,
        text TEXT NOT NULL,
        images TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX help_messages_request ON help_messages(request_id, id);
    `,
  },
  {
    version: 160,
    name: 'change feed: version counters and account revisions announced on commit (PostgreSQL)',
    // SQLite: one process owns the file; caches read the version rows once per turn (store/versionPerTurn.ts).
    sql: '-- PostgreSQL only: NOTIFY on bourse_changes (store/postgres/changeFeed.ts)',
    postgres: `
      CREATE FUNCTION bourse_notify_settings() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN PERFORM pg_notify('bourse_changes', 's'); RETURN NULL; END $fn$;
      CREATE TRIGGER settings_version_notify AFTER UPDATE ON settings_version
        FOR EACH ROW EXECUTE FUNCTION bourse_notify_settings();
      CREATE FUNCTION bourse_notify_sessions() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN PERFORM pg_notify('bourse_changes', 'u'); RETURN NULL; END $fn$;
      CREATE TRIGGER session_version_notify AFTER UPDATE ON session_version
        FOR EACH ROW EXECUTE FUNCTION bourse_notify_sessions();
      CREATE FUNCTION bourse_notify_account() RETURNS trigger LANGUAGE plpgsql AS $fn$
        BEGIN PERFORM pg_notify('bourse_changes', 'a' || NEW.user_id || ' ' || NEW.event_count || ' ' || COALESCE(NEW.revision, ''));
          RETURN NULL; END $fn$;
      CREATE TRIGGER accounts_notify AFTER INSERT OR UPDATE OF revision ON accounts
        FOR EACH ROW EXECUTE FUNCTION bourse_notify_account();
    `,
  },
  {
    version: 170,
    name: 'the risk book: events read in the order they were stored; day-close jobs that survive a restart',
    // SQLite keys `events` by its row id already; PostgreSQL's `rowid` column needs an index of its own.
    sql: `
      CREATE TABLE day_close_jobs (
        exchange TEXT NOT NULL,
        trading_day TEXT NOT NULL,
        after_user INTEGER NOT NULL,
        PRIMARY KEY (exchange, trading_day)
      );
    `,
    postgres: `
      CREATE INDEX events_rowid ON events (rowid);
      CREATE TABLE day_close_jobs (
        exchange TEXT NOT NULL,
        trading_day TEXT NOT NULL,
        after_user BIGINT NOT NULL,
        PRIMARY KEY (exchange, trading_day)
      );
    `,
  },
  {
    version: 171,
    name: 'pending orders: the next order number from an index, not a scan of every order ever placed',
    // `nextPendingOrderId` asks for MAX(CAST(id AS INTEGER)); without this index each `/user/addOrder.do` read every row.
    sql: 'CREATE INDEX pending_orders_number ON pending_orders ((CAST(id AS INTEGER)));',
  },
  {
    version: 180,
    name: "investors' sessions: the device that signed in and its masked address, for support (issue 22)",
    sql: `
      ALTER TABLE sessions ADD COLUMN device TEXT;
      ALTER TABLE sessions ADD COLUMN address TEXT;
    `,
  },
  {
    version: 300,
    name: 'price alerts and GTT orders on the trigger book, their firings, and web push (issue 30)',
    sql: `
      CREATE TABLE alerts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        code TEXT NOT NULL,
        field TEXT NOT NULL,
        op TEXT NOT NULL,
        value TEXT,
        other_code TEXT,
        repeat TEXT NOT NULL,
        status TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        armed_from BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        fired_at BIGINT,
        fired_value TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX alerts_user ON alerts (user_id, status);
      CREATE INDEX alerts_active ON alerts (status, id);
      CREATE TABLE alert_firings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        alert_id INTEGER NOT NULL REFERENCES alerts(id),
        user_id INTEGER NOT NULL,
        value TEXT NOT NULL,
        fired_at BIGINT NOT NULL
      );
      CREATE INDEX alert_firings_alert ON alert_firings (alert_id, id);
      CREATE TABLE gtts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        code TEXT NOT NULL,
        type TEXT NOT NULL,
        last_price TEXT NOT NULL,
        legs TEXT NOT NULL,
        status TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        fired_leg INTEGER,
        fired_at BIGINT,
        fired_price TEXT,
        order_ref TEXT,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX gtts_user ON gtts (user_id, status);
      CREATE INDEX gtts_active ON gtts (status, id);
      CREATE TABLE trigger_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE TABLE push_subscriptions (
        endpoint TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        language TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
      CREATE TABLE push_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL,
        tries INTEGER NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL,
        sent_at BIGINT
      );
      CREATE INDEX push_outbox_waiting ON push_outbox (status, id);
      CREATE TABLE web_push_keys (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        public_key TEXT NOT NULL,
        private_key TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
    `,
  },
  {
    version: 310,
    name: 'contract notes and statements: runs, one job per investor and period, mailings, document keys, e-mail settings (DECISIONS §27)',
    sql: `
      CREATE TABLE document_runs (
        kind TEXT NOT NULL CHECK (kind IN ('note', 'statement')),
        period TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('listing', 'issuing', 'done')),
        first_journal_id INTEGER NOT NULL,
        listed_to INTEGER NOT NULL,
        last_journal_id INTEGER NOT NULL,
        requested_by TEXT NOT NULL,
        requested_at INTEGER NOT NULL,
        finished_at INTEGER,
        PRIMARY KEY (kind, period)
      );
      CREATE TABLE document_jobs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id),
        kind TEXT NOT NULL CHECK (kind IN ('note', 'statement')),
        period TEXT NOT NULL,
        stage TEXT NOT NULL CHECK (stage IN ('render', 'sign', 'mail', 'sending', 'sent', 'kept')),
        failure TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        mailing INTEGER NOT NULL DEFAULT 0,
        address TEXT,
        file TEXT,
        bytes INTEGER,
        sha256 TEXT,
        summary TEXT,
        issued_at INTEGER,
        sent_at INTEGER,
        updated_at INTEGER NOT NULL,
        UNIQUE (user_id, kind, period)
      );
      CREATE INDEX document_jobs_period ON document_jobs (kind, period, stage, id);
      CREATE TABLE document_mailings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        job_id INTEGER NOT NULL REFERENCES document_jobs(id),
        mailing INTEGER NOT NULL,
        message_id TEXT NOT NULL,
        address TEXT NOT NULL,
        requested_by TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX document_mailings_job ON document_mailings (job_id, id);
      CREATE TABLE document_keys (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        wrapped_key TEXT NOT NULL,
        entries TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE document_settings (
        user_id INTEGER PRIMARY KEY REFERENCES users(id),
        email TEXT,
        email_confirmed_at INTEGER,
        pending_email TEXT,
        code_hash TEXT,
        code_expires_at INTEGER,
        code_attempts INTEGER NOT NULL DEFAULT 0,
        language TEXT NOT NULL DEFAULT 'en',
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE document_days (id INTEGER PRIMARY KEY CHECK (id = 1), day TEXT NOT NULL);
      CREATE TRIGGER document_mailings_append_only_update BEFORE UPDATE ON document_mailings BEGIN SELECT RAISE(ABORT, 'document mailings are append-only'); END;
      CREATE TRIGGER document_mailings_append_only_delete BEFORE DELETE ON document_mailings BEGIN SELECT RAISE(ABORT, 'document mailings are append-only'); END;
    `,
  },
  {
    version: 320,
    name: 'the vault: data and lookup keys per record class, wrapped by the master key (issue 32)',
    sql: `
      CREATE TABLE vault_keys (
        record_class TEXT NOT NULL,
        purpose TEXT NOT NULL CHECK (purpose IN ('data', 'lookup')),
        version INTEGER NOT NULL,
        wrapped TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (record_class, purpose, version)
      );
    `,
  },
  {
    version: 321,
    name: 'personal numbers sealed by the vault: keyed hashes for exact look-ups, last 4 for masks and search (issue 32)',
    sql: `
      ALTER TABLE users ADD COLUMN id_card_hash TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN id_card_tail TEXT NOT NULL DEFAULT '';
      ALTER TABLE users ADD COLUMN pan_code_tail TEXT NOT NULL DEFAULT '';
      ALTER TABLE bank_cards ADD COLUMN bank_no_hash TEXT NOT NULL DEFAULT '';
      ALTER TABLE bank_cards ADD COLUMN bank_no_tail TEXT NOT NULL DEFAULT '';
      CREATE INDEX users_id_card_hash ON users (id_card_hash);
      CREATE INDEX users_id_card_tail ON users (id_card_tail);
      CREATE INDEX bank_cards_bank_no_hash ON bank_cards (bank_no_hash);
      CREATE INDEX bank_cards_bank_no_tail ON bank_cards (bank_no_tail);
    `,
  },
  {
    version: 323,
    name: 'the second factor: TOTP secrets sealed by the vault, recovery codes as keyed hashes, passkeys, sign-in tickets (issue 32)',
    // A holder is `staff:<id>` or `user:<id>`: staff and investors share TOTP and recovery codes. `last_step` is the
    // RFC 6238 time-step of the last code accepted: a code of that step or an earlier one is refused (no replay).
    // `confirmed_at` is NULL while an enrolment waits for its first code.
    sql: `
      CREATE TABLE totp_factors (
        holder TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        confirmed_at BIGINT,
        last_step BIGINT NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE recovery_codes (
        holder TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        used_at BIGINT,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (holder, code_hash)
      );
      CREATE TABLE passkeys (
        credential_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL DEFAULT '',
        created_at BIGINT NOT NULL
      );
      CREATE INDEX passkeys_user ON passkeys (user_id);
      CREATE TABLE factor_challenges (
        handle_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        purpose TEXT NOT NULL CHECK (purpose IN ('signIn', 'stepUp', 'passkeyEnrol')),
        challenge TEXT NOT NULL DEFAULT '',
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX factor_challenges_expiry ON factor_challenges (expires_at);
    `,
  },
  {
    version: 360,
    name: "the live socket's one-time tickets: a browser's signed-in handshake without its token in the URL (issue 36)",
    // Stored, not kept in memory: the ticket may be asked of one process and used on another. Single use (deleted when
    // used), good for 30 s; the hourly purge removes the unused.
    sql: `
      CREATE TABLE live_tickets (
        ticket_hash TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        expires_at BIGINT NOT NULL
      );
    `,
  },
]
