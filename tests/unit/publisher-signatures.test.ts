/**
 * The signatures between the CMS and the publishing service: a hook's over its bytes, its timestamp
 * and its purpose, read from well-formed headers only, holding when any of up to four holds (a secret
 * being rotated); a preview link's over its file and time limit; read tokens compared in constant time.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  previewSigned,
  sameToken,
  sign,
  signatureHeaders,
  signedHeaders,
  signPreview,
  verifySignature,
} from '../../app/publisher/signature.ts';
import { JOURNAL_NOW as NOW, SECRET } from '../support/publisher-setup.ts';

describe('hook signatures', () => {
  const body = Buffer.from('{"event":"publish"}');
  const signed = (at: number, b: Buffer = body, secret = SECRET) => signatureHeaders(signedHeaders(secret, 'hook', b, at))!;

  it('holds for the body, the timestamp and the secret it was made with, within five minutes', () => {
    expect(verifySignature(SECRET, signed(NOW), body, NOW)).toMatchObject({ ok: true });
    expect(verifySignature(SECRET, signed(NOW - 299_000), body, NOW)).toMatchObject({ ok: true });
    expect(verifySignature(SECRET, signed(NOW), Buffer.from('{"event":"delete"}'), NOW).ok).toBe(false);
    expect(verifySignature(SECRET, signed(NOW, body, 't'.repeat(40)), body, NOW).ok).toBe(false);
    // The timestamp is inside what is signed: moving it breaks the signature.
    const moved = { ...signed(NOW - 10 * 60_000), timestamp: Math.floor(NOW / 1000) };
    expect(verifySignature(SECRET, moved, body, NOW)).toEqual({ ok: false, reason: 'the signature does not match the body' });
  });

  it('holds over the bytes sent, whatever their spacing and key order', () => {
    const sent = Buffer.from('{ "files" : [ "es/inicio.json" ],\n  "event":"publish" }');
    expect(verifySignature(SECRET, signed(NOW, sent), sent, NOW)).toMatchObject({ ok: true });
    // The same event serialised again is other bytes: not what was signed.
    const again = Buffer.from(JSON.stringify(JSON.parse(sent.toString())));
    expect(verifySignature(SECRET, signed(NOW, sent), again, NOW).ok).toBe(false);
  });

  it('is for one purpose: a callback the service signed is no hook', () => {
    const callback = signatureHeaders(signedHeaders(SECRET, 'callback', body, NOW))!;
    expect(verifySignature(SECRET, callback, body, NOW)).toEqual({ ok: false, reason: 'the signature does not match the body' });
    // As documented for the CMS: HMAC-SHA256 over "<purpose>.<timestamp>.<body>".
    const ts = Math.floor(NOW / 1000);
    expect(sign(SECRET, 'hook', ts, body)).toBe(
      `sha256=${createHmac('sha256', SECRET).update(`hook.${ts}.${body.toString()}`).digest('hex')}`,
    );
  });

  it('signs a preview link for one page and one time limit, never as a hook signs', () => {
    const file = 'es/inicio.json';
    const link = signPreview(SECRET, file, 1_800_000_000);
    expect(link).toBe(`sha256=${createHmac('sha256', SECRET).update(`preview.${file}.1800000000`).digest('hex')}`);
    expect(previewSigned(SECRET, file, 1_800_000_000, link.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
    expect(previewSigned(SECRET, 'es/otra.json', 1_800_000_000, link)).toBe(false);
    expect(previewSigned(SECRET, file, 1_800_000_001, link)).toBe(false);
    // The same words signed as a hook are not a preview link, nor the link a hook.
    expect(previewSigned(SECRET, file, 1_800_000_000, sign(SECRET, 'hook', 1_800_000_000, file))).toBe(false);
    expect(link).not.toBe(sign(SECRET, 'hook', 1_800_000_000, file));
  });

  it('is refused when stale or ahead of the clock', () => {
    expect(verifySignature(SECRET, signed(NOW - 301_000), body, NOW).ok).toBe(false);
    expect(verifySignature(SECRET, signed(NOW + 301_000), body, NOW).ok).toBe(false);
  });

  it('is read only from well-formed headers', () => {
    expect(signatureHeaders({})).toBeNull();
    expect(signatureHeaders({ 'x-publish-timestamp': '12ab', 'x-hub-signature-256': sign(SECRET, 'hook', 1, body) })).toBeNull();
    expect(signatureHeaders({ 'x-publish-timestamp': '1', 'x-hub-signature-256': 'sha1=abc' })).toBeNull();
    expect(signatureHeaders({ 'x-publish-timestamp': ['1', '2'], 'x-hub-signature-256': sign(SECRET, 'hook', 1, body) })).toBeNull();
    expect(
      signatureHeaders({
        'x-publish-timestamp': '1',
        'x-hub-signature-256': sign(SECRET, 'hook', 1, body).toUpperCase().replace('SHA256', 'sha256'),
      }),
    ).toEqual({
      timestamp: 1,
      signatures: [sign(SECRET, 'hook', 1, body)],
    });
    // More than four, or one of them malformed: not read at all.
    const five = Array.from({ length: 5 }, (_, i) => sign(`${SECRET}${i}`, 'hook', 1, body)).join(' ');
    expect(signatureHeaders({ 'x-publish-timestamp': '1', 'x-hub-signature-256': five })).toBeNull();
    expect(
      signatureHeaders({ 'x-publish-timestamp': '1', 'x-hub-signature-256': `${sign(SECRET, 'hook', 1, body)} sha256=zz` }),
    ).toBeNull();
  });

  it('holds when any of its signatures holds, so the CMS can sign with a new secret beside the old', () => {
    const headers = signedHeaders(SECRET, 'hook', body, NOW);
    const old = sign(`${SECRET}-before`, 'hook', Math.floor(NOW / 1000), body);
    const both = signatureHeaders({ ...headers, 'x-hub-signature-256': `${old}, ${headers['x-hub-signature-256']}` })!;
    expect(both.signatures).toHaveLength(2);
    // The signature that holds names the request (its replays are known by it).
    expect(verifySignature(SECRET, both, body, NOW)).toEqual({ ok: true, signature: headers['x-hub-signature-256'] });
    expect(verifySignature(`${SECRET}-other`, both, body, NOW).ok).toBe(false);
  });

  it('compares read tokens whatever their lengths', () => {
    expect(sameToken('a-token-of-the-editors', 'a-token-of-the-editors')).toBe(true);
    expect(sameToken('a-token', 'a-token-of-the-editors')).toBe(false);
    expect(sameToken('', 'a-token-of-the-editors')).toBe(false);
  });
});
