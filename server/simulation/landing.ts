import { LANDING_TEXTS, loginPageOf } from '../../src/domain/simulation/landing'

// The pages behind a simulation link, served by the gateway as plain HTML (the person is not signed in to the
// console). The page's one script (/t/landing.js, same origin as the CSP wants) confirms that a browser showed
// it — the signal that tells a person's click from a mail scanner's fetch — and turns a login page's submit
// into a "phished" event without sending what was typed: the fields have no names, so no browser sends them.

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f5f7;color:#1f2430}
main{max-width:560px;margin:8vh auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{margin:0 0 12px;font-size:28px}
ul{padding-left:20px}
li{margin:6px 0}
.login label{display:block;margin:12px 0 4px;font-weight:600}
.login input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c4c8d0;border-radius:6px;font:inherit}
.login button{margin-top:16px;padding:10px 18px;border:0;border-radius:6px;background:#2457d6;color:#fff;font:inherit;cursor:pointer}
[hidden]{display:none}`

function page(title: string, body: string, token?: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body${token ? ` data-token="${escape(token)}"` : ''}>${body}${token ? '<script src="/t/landing.js" defer></script>' : ''}</body></html>`
}

/** The company's landing texts (Settings → Email reminders → Notification texts), else ours. */
export interface LandingWording {
  title: string
  lead: string
  signs: string
}
const OUR_WORDING: LandingWording = {
  title: LANDING_TEXTS.title,
  lead: LANDING_TEXTS.lead,
  signs: LANDING_TEXTS.signs,
}

function lesson(hidden: boolean, wording: LandingWording) {
  return `<main id="lesson"${hidden ? ' hidden' : ''}><h1>${escape(wording.title)}</h1>
<p>${escape(wording.lead)}</p><p>${escape(wording.signs)}</p>
<ul>${LANDING_TEXTS.tips.map((tip) => `<li>${escape(tip)}</li>`).join('')}</ul>
<p>${escape(LANDING_TEXTS.report)}</p></main>`
}

/** What a click opens: the campaign's login page when it has one, otherwise the lesson at once. */
export function landingPage(
  token: string,
  loginPageId: string | null,
  wording: LandingWording = OUR_WORDING,
): string {
  const login = loginPageOf(loginPageId)
  if (!login) return page(wording.title, lesson(false, wording), token)
  const form = `<main id="login" class="login"><h1>${escape(login.brand)}</h1><p>Sign in to continue</p>
<form method="post" action="/t/s/${escape(token)}" id="login-form">
<label for="f-user">Email or phone</label><input id="f-user" type="email" autocomplete="off">
<label for="f-secret">Password</label><input id="f-secret" type="password" autocomplete="off">
<button type="submit">Sign in</button></form></main>`
  return page(login.name, form + lesson(true, wording), token)
}

/** After a login page was submitted without the script (it posts the form itself). */
export const lessonPage = (wording: LandingWording = OUR_WORDING) =>
  page(wording.title, lesson(false, wording))

export const goneLinkPage = () =>
  page(
    'Link not active',
    '<main><h1>This link is no longer active.</h1><p>You can close this page.</p></main>',
  )

/** The landing page's script: confirm the page was shown; submit a login page without its values. */
export const LANDING_SCRIPT = `(function () {
  var token = document.body.getAttribute('data-token');
  if (!token) return;
  fetch('/t/c/' + token + '/confirm', { method: 'POST', keepalive: true }).catch(function () {});
  var form = document.getElementById('login-form');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    fetch('/t/s/' + token, { method: 'POST' }).catch(function () {}).then(function () {
      document.getElementById('login').hidden = true;
      document.getElementById('lesson').hidden = false;
    });
  });
})();
`
