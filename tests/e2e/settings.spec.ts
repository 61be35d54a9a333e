import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer } from '../support/index.js';

/** System settings, the primary colour and the institution logo (spec §3 Setting, §7 Settings and app info). */
let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
let anonymous: ApiClient;

const eventCount = async () =>
  Number((await app.database.pool.query('select count(*) as n from es_events')).rows[0].n);

/** A 1x1 PNG (signature, IHDR, IDAT, IEND). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start (SOI + JFIF APP0) and end (EOI) of a JPEG. */
const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const svg = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<rect width="10" height="10" fill="#0736a4"/></svg>\n',
);
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** POST a multipart form with the client's session (or none). */
async function upload(
  client: ApiClient | undefined,
  files: { field?: string; bytes: Buffer; name: string; type?: string }[],
  path = '/api/settings/upload/logo',
) {
  const form = new FormData();
  for (const { field = 'file', bytes, name, type = 'application/octet-stream' } of files)
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: client?.cookie ? { cookie: client.cookie } : {},
    body: form,
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

const fetchLogo = (headers: Record<string, string> = {}) => fetch(`${app.url}/api/logo.png`, { headers });

const logoSetting = async () =>
  (await anonymous.get(`/api/settingTypes${listQuery({ filter: { machineName: 'logo' } })}`)).body[0];

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_settings' });
  admin = await new ApiClient(app.url).signIn('admin');
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
  anonymous = new ApiClient(app.url);
});
afterAll(() => app?.stop());

describe('GET settings and settingTypes (spec §7)', () => {
  it('lists every setting type to admin, with machineName and Setting.value', async () => {
    const response = await admin.get('/api/settings');
    expect(response.status).toBe(200);
    const names = response.body.map((entry: { machineName: string }) => entry.machineName);
    expect(names).toEqual(
      expect.arrayContaining(['institution_name', 'primary_color', 'logo', 'support_email']),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const entry of response.body) {
      expect(entry).toHaveProperty('machineName');
      expect(entry).toHaveProperty('Setting');
      if (entry.Setting !== null) expect(entry.Setting).toHaveProperty('value');
    }
    const byName = Object.fromEntries(
      response.body.map((entry: { machineName: string }) => [entry.machineName, entry]),
    );
    expect(byName.institution_name.Setting.value).toBe('TAMS Demo University');
    expect(byName.support_email.Setting.value).toBe('support@tams.example.edu');
    expect(response.headers.get('x-total-count')).toBe(String(response.body.length));
  });

  it('refuses GET settings to academicOpsAdmin (403) and anonymous (401)', async () => {
    const forbidden = await ops.get('/api/settings');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Unauthorized request');
    expect((await anonymous.get('/api/settings')).status).toBe(401);
    expect((await ops.get('/api/settings/institution_name')).status).toBe(403);
  });

  it('answers settingTypes filtered by machineName anonymously: the login page names the institution', async () => {
    const response = await anonymous.get(
      `/api/settingTypes${listQuery({ filter: { machineName: 'institution_name' } })}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({
      machineName: 'institution_name',
      Setting: { value: 'TAMS Demo University' },
    });
  });

  it('shows anonymous only the public setting types', async () => {
    const all = await admin.get('/api/settingTypes');
    expect(all.status).toBe(200);
    const open = await anonymous.get('/api/settingTypes');
    expect(open.status).toBe(200);
    expect(open.body.every((entry: { public: boolean }) => entry.public === true)).toBe(true);
    expect(open.body.map((entry: { machineName: string }) => entry.machineName)).toEqual(
      all.body
        .filter((entry: { public: boolean }) => entry.public)
        .map((entry: { machineName: string }) => entry.machineName),
    );
    expect(open.body.length).toBeGreaterThan(0);
  });

  it('refuses an unknown settingTypes filter field with 400', async () => {
    const response = await anonymous.get(`/api/settingTypes${listQuery({ filter: { value: 'x' } })}`);
    expect(response.status).toBe(400);
  });
});

describe('the primary colour', () => {
  it('is text, #0736a4 by default', async () => {
    const response = await anonymous.get('/api/settings/primaryColor');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.body).toBe('#0736a4');
  });

  it('refuses an invalid colour with 400 naming value, and appends nothing', async () => {
    const before = await eventCount();
    for (const value of ['blue', '#12345', '#gggggg', '112233']) {
      const response = await admin.put('/api/settings/primary_color', { value, version: 0 });
      expect(response.status, value).toBe(400);
      expect(response.body.errors.value, value).toBeTruthy();
    }
    expect(await eventCount()).toBe(before);
    expect((await anonymous.get('/api/settings/primaryColor')).body).toBe('#0736a4');
  });

  it('refuses academicOpsAdmin (403) and anonymous (401)', async () => {
    const before = await eventCount();
    expect((await ops.put('/api/settings/primary_color', { value: '#000000', version: 0 })).status).toBe(403);
    expect(
      (await anonymous.put('/api/settings/primary_color', { value: '#000000', version: 0 })).status,
    ).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('answers the value admin set', async () => {
    const saved = await admin.put('/api/settings/primary_color', { value: '#112233', version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      machineName: 'primary_color',
      Setting: { value: '#112233' },
      version: 1,
    });
    const response = await anonymous.get('/api/settings/primaryColor');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.body).toBe('#112233');
    const { rows } = await app.database.pool.query(
      `select event_type, data, metadata from es_events where event_type like 'Setting%' order by global_position desc limit 1`,
    );
    expect(rows[0].data).toMatchObject({ machineName: 'primary_color', value: '#112233' });
  });

  it('refuses a stale version with 409 and keeps the value', async () => {
    const before = await eventCount();
    const stale = await admin.put('/api/settings/primary_color', { value: '#445566', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.root.serverError).toBe(stale.body.message);
    expect(await eventCount()).toBe(before);
    expect((await anonymous.get('/api/settings/primaryColor')).body).toBe('#112233');
    const current = await admin.put('/api/settings/primary_color', { value: '#445566', version: 1 });
    expect(current.status).toBe(200);
    expect((await anonymous.get('/api/settings/primaryColor')).body).toBe('#445566');
  });
  it('answers malformed setting input with 400, never 500, and appends nothing', async () => {
    const before = await eventCount();
    const cases: [string, unknown][] = [
      ['logo', { value: 'yes', version: 0 }],
      ['support_email', { value: 'not an email', version: 1 }],
      ['institution_name', { value: 'x'.repeat(2001), version: 1 }],
      ['institution_name', { value: 42, version: 1 }],
      ['institution_name', { value: ['a'], version: 1 }],
      ['institution_name', { version: 1 }],
      ['institution_name', { value: 'x', version: 'one' }],
      ['institution_name', { value: 'x', version: -1 }],
      ['institution_name', [1, 2]],
    ];
    for (const [name, body] of cases) {
      const response = await admin.put(`/api/settings/${name}`, body);
      expect(response.status, `${name} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(response.body.message, name).toBeTruthy();
    }
    expect(await eventCount()).toBe(before);
    const names = await anonymous.get(
      `/api/settingTypes${listQuery({ filter: { machineName: 'institution_name' } })}`,
    );
    expect(names.body[0].Setting.value).toBe('TAMS Demo University');
  });

  it('goes back to the default when set to an empty value, and 404s an unknown setting', async () => {
    const current = (await admin.get('/api/settings/primary_color')).body;
    const reset = await admin.put('/api/settings/primary_color', { value: '', version: current.version });
    expect(reset.status).toBe(200);
    expect((await anonymous.get('/api/settings/primaryColor')).body).toBe('#0736a4');
    expect((await admin.put('/api/settings/favourite_colour', { value: 'x', version: 0 })).status).toBe(404);
  });
});

describe('the logo (POST settings/upload/logo, GET logo.png)', () => {
  it('has no logo at first: the logo setting is false', async () => {
    expect((await logoSetting()).value).toBe('false');
    expect((await fetchLogo()).status).toBe(404);
  });

  it('accepts a PNG (201), turns the logo setting to "true" and serves it with ETag, CSP and 304', async () => {
    const uploaded = await upload(admin, [{ bytes: png, name: 'logo.png', type: 'image/png' }]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.logo).toMatchObject({ machineName: 'logo', Setting: { value: 'true' } });
    expect(uploaded.body.upload).toMatchObject({ contentType: 'image/png', size: png.length });
    expect((await logoSetting()).Setting.value).toBe('true');

    const served = await fetchLogo();
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(served.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const unchanged = await fetchLogo({ 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect((await unchanged.arrayBuffer()).byteLength).toBe(0);
    expect((await fetchLogo({ 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('accepts a JPEG and then a plain SVG, serving the latest bytes with their type', async () => {
    const before = (await fetchLogo()).headers.get('etag');
    const jpegUpload = await upload(admin, [{ bytes: jpeg, name: 'logo.jpg', type: 'image/jpeg' }]);
    expect(jpegUpload.status).toBe(201);
    const servedJpeg = await fetchLogo();
    expect(servedJpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await servedJpeg.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(servedJpeg.headers.get('etag')).not.toBe(before);
    // the old ETag no longer matches: the new logo is sent
    expect((await fetchLogo({ 'if-none-match': before! })).status).toBe(200);

    // the declared type is not trusted: an SVG sent as application/octet-stream is still recognised
    const svgUpload = await upload(admin, [{ bytes: svg, name: 'logo.svg' }]);
    expect(svgUpload.status).toBe(201);
    expect(svgUpload.body.logo.Setting.value).toBe('true');
    const servedSvg = await fetchLogo();
    expect(servedSvg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(Buffer.from(await servedSvg.arrayBuffer()).equals(svg)).toBe(true);
    expect(servedSvg.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  const refusals: {
    title: string;
    status: number;
    field?: string;
    send: () => ReturnType<typeof upload>;
  }[] = [
    {
      title: 'a GIF renamed .png',
      status: 400,
      field: 'file',
      send: () => upload(admin, [{ bytes: gif, name: 'logo.png', type: 'image/png' }]),
    },
    {
      title: 'a text file renamed .png',
      status: 400,
      field: 'file',
      send: () =>
        upload(admin, [{ bytes: Buffer.from('hello, not an image'), name: 'logo.png', type: 'image/png' }]),
    },
    {
      title: 'an SVG with a script element',
      status: 400,
      field: 'file',
      send: () =>
        upload(admin, [
          {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
        ]),
    },
    {
      title: 'an SVG with an onload handler',
      status: 400,
      field: 'file',
      send: () =>
        upload(admin, [
          {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
        ]),
    },
    {
      title: 'an SVG with a namespace-prefixed script element',
      status: 400,
      field: 'file',
      send: () =>
        upload(admin, [
          {
            bytes: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg">' +
                '<s:script>alert(document.cookie)</s:script></svg>',
            ),
            name: 'logo.svg',
            type: 'image/svg+xml',
          },
        ]),
    },
    {
      title: 'an SVG with a javascript: link',
      status: 400,
      field: 'file',
      send: () =>
        upload(admin, [
          {
            bytes: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
            ),
            name: 'logo.svg',
          },
        ]),
    },
    {
      title: 'a PNG over 512 KB',
      status: 413,
      field: 'file',
      send: () =>
        upload(admin, [
          { bytes: Buffer.concat([png, Buffer.alloc(513 * 1024)]), name: 'big.png', type: 'image/png' },
        ]),
    },
    {
      title: 'a file in another field',
      status: 400,
      field: 'file',
      send: () => upload(admin, [{ field: 'logo', bytes: png, name: 'logo.png', type: 'image/png' }]),
    },
    {
      title: 'two files',
      status: 400,
      field: 'file',
      send: () =>
        upload(admin, [
          { bytes: png, name: 'a.png', type: 'image/png' },
          { bytes: png, name: 'b.png', type: 'image/png' },
        ]),
    },
    {
      title: 'an empty file',
      status: 400,
      field: 'file',
      send: () => upload(admin, [{ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }]),
    },
    {
      title: 'a malformed multipart body',
      status: 400,
      field: 'file',
      send: async () => {
        const response = await fetch(`${app.url}/api/settings/upload/logo`, {
          method: 'POST',
          headers: { cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=XYZ' },
          body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
        });
        return { status: response.status, headers: response.headers, body: await response.json() };
      },
    },
    {
      title: 'a JSON body',
      status: 415,
      send: async () => admin.post('/api/settings/upload/logo', { file: png.toString('base64') }),
    },
    {
      title: 'a form without a file',
      status: 400,
      field: 'file',
      send: async () => {
        const form = new FormData();
        form.append('name', 'logo');
        const response = await fetch(`${app.url}/api/settings/upload/logo`, {
          method: 'POST',
          headers: { cookie: admin.cookie },
          body: form,
        });
        return { status: response.status, headers: response.headers, body: await response.json() };
      },
    },
    {
      title: 'no body at all',
      status: 400,
      field: 'file',
      send: () => admin.post('/api/settings/upload/logo'),
    },
    {
      title: 'an anonymous upload',
      status: 401,
      send: () => upload(undefined, [{ bytes: png, name: 'logo.png', type: 'image/png' }]),
    },
    {
      title: 'an upload by academicOpsAdmin',
      status: 403,
      send: () => upload(ops, [{ bytes: png, name: 'logo.png', type: 'image/png' }]),
    },
  ];

  for (const { title, status, field, send } of refusals) {
    it(`refuses ${title} with ${status}, appending nothing and keeping the logo`, async () => {
      const before = await eventCount();
      const uploadsBefore = Number(
        (await app.database.pool.query('select count(*) as n from uploads')).rows[0].n,
      );
      const logoBefore = (await fetchLogo()).headers.get('etag');
      const response = await send();
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(typeof response.body.message).toBe('string');
      if (field) expect(response.body.errors?.[field], JSON.stringify(response.body)).toBeTruthy();
      expect(await eventCount()).toBe(before);
      expect(Number((await app.database.pool.query('select count(*) as n from uploads')).rows[0].n)).toBe(
        uploadsBefore,
      );
      expect((await fetchLogo()).headers.get('etag')).toBe(logoBefore);
    });
  }

  it('accepts simultaneous uploads while the logo setting is "false": each is 201, the setting ends "true"', async () => {
    const current = (await admin.get('/api/settings/logo')).body;
    const off = await admin.put('/api/settings/logo', { value: 'false', version: current.version });
    expect(off.status).toBe(200);
    expect((await logoSetting()).Setting.value).toBe('false');
    const results = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        upload(admin, [
          { bytes: Buffer.concat([png, Buffer.from([n])]), name: `logo${n}.png`, type: 'image/png' },
        ]),
      ),
    );
    expect(
      results.map((r) => r.status),
      JSON.stringify(results.map((r) => r.body?.message)),
    ).toEqual([201, 201, 201, 201]);
    expect((await logoSetting()).Setting.value).toBe('true');
  });

  it('serves the logo to anyone and does not let anyone but admin write the logo setting', async () => {
    const served = await fetchLogo();
    expect(served.status).toBe(200);
    expect((await ops.put('/api/settings/logo', { value: 'false', version: 1 })).status).toBe(403);
    expect((await logoSetting()).Setting.value).toBe('true');
  });
});
