import { describe, expect, it, vi } from 'vitest';
import { ScriptedXhr } from '../test/scripted-xhr';
import { UploadNetworkError, uploadWithProgress } from './upload-with-progress';

function start(request: Partial<Parameters<typeof uploadWithProgress>[0]> = {}) {
  const xhr = new ScriptedXhr();
  const body = new FormData();
  const promise = uploadWithProgress({ url: '/api/things', body, ...request }, () => xhr as unknown as XMLHttpRequest);
  return { xhr, body, promise };
}

describe('uploadWithProgress', () => {
  it('sends the form with its headers, reports progress and resolves with the JSON answer', async () => {
    const onProgress = vi.fn();
    const onSent = vi.fn();
    const { xhr, body, promise } = start({ headers: { Authorization: 'Bearer t' }, onProgress, onSent });
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/things', headers: { Authorization: 'Bearer t' } });
    expect(xhr.body).toBe(body);

    xhr.upload.onprogress?.({ loaded: 50, total: 200, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 70, total: 0, lengthComputable: false });
    xhr.upload.onload?.();
    xhr.answerText(200, '{"total":2}');

    await expect(promise).resolves.toEqual({ status: 200, body: { total: 2 } });
    expect(onProgress.mock.calls).toEqual([[{ loaded: 50, total: 200 }], [{ loaded: 70, total: 0 }]]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('resolves error answers too, with no body when it is not JSON', async () => {
    const { xhr, promise } = start({ method: 'PUT' });
    expect(xhr.method).toBe('PUT');
    xhr.answerText(502, '<html>Bad gateway</html>');
    await expect(promise).resolves.toEqual({ status: 502, body: undefined });
  });

  it('rejects when there is no answer at all', async () => {
    const { xhr, promise } = start();
    xhr.onerror?.();
    await expect(promise).rejects.toBeInstanceOf(UploadNetworkError);
  });

  it('stops when the signal aborts, before or during the upload', async () => {
    const controller = new AbortController();
    const { promise } = start({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    await expect(start({ signal: controller.signal }).promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
