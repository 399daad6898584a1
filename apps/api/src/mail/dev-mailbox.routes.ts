import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { escapeHtml } from '../http/escape-html';
import { readMailOutbox, readSmsOutbox } from './outbox';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:.5rem;padding:1rem;margin:1rem 0}
h2{margin-top:2rem}h3{margin:0 0 .25rem}p.meta{color:#52606d;margin:0 0 .75rem;font-size:.9rem}
pre{white-space:pre-wrap;font:inherit;margin:0}`;

/**
 * The development outbox: e-mails and text messages that were not really sent, newest first, as plain server-rendered
 * HTML so that a developer can read the codes. Registered only outside production.
 */
export const devMailboxRoutes: FastifyPluginAsync<AppDeps> = async (app, { config }) => {
  app.get(DEV_MAILBOX_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const [mails, texts] = await Promise.all([readMailOutbox(config), readSmsOutbox(config)]);
    const mailHtml = mails.length
      ? mails
          .map(
            (mail) => `<article><h3>${escapeHtml(mail.subject)}</h3>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sent_at)}</p><pre>${escapeHtml(mail.text)}</pre></article>`,
          )
          .join('\n')
      : '<p>No e-mails yet.</p>';
    const smsHtml = texts.length
      ? texts
          .map(
            (sms) => `<article><p class="meta">To ${escapeHtml(sms.to)} · ${escapeHtml(sms.sent_at)}</p>
<pre>${escapeHtml(sms.text)}</pre></article>`,
          )
          .join('\n')
      : '<p>No text messages yet.</p>';
    const mode = config.mail.url ? '<p>MAIL_URL is set: e-mails go over SMTP and do not appear here.</p>' : '';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><h1>Dev mailbox</h1><p>Messages the app would have sent, newest first. This page does not exist in production.</p>${mode}
<h2>E-mails</h2>${mailHtml}<h2>Text messages</h2>${smsHtml}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
