import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime';

/**
 * electron-updater's requests over Node's http and https (the app's go through Electron's `net`):
 * `download` as its `ElectronHttpExecutor` has it, so the file passes builder-util-runtime's
 * `doDownload`, which checks its sha512 as it is written.
 */
export class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void) {
    return (options.protocol === 'http:' ? httpRequest : httpsRequest)(options, callback);
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}
