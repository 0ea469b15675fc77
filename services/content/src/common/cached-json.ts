/**
 * Public reads answered from serialised bodies (json-body.ts): a handler marked @CachedJson returns
 * its data, and the interceptor sends the bytes kept for the request's key (serialised and gzipped
 * once), with the Cache-Control given, an ETag, and a 304 for a matching If-None-Match. The handler
 * runs only when nothing is kept for the key; its guards and pipes run on every request, so a query
 * the DTO rejects is a 400 even when the same key was answered before.
 */
import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { PRIVATE_NO_STORE } from '@madar/shared/nest';
import type { Response } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { type JsonBodyCache, sendJsonBody } from './json-body';

type BodiesToken = abstract new (...args: never[]) => JsonBodyCache;

export interface CachedJsonOptions<A extends unknown[]> {
  /** Where the answers are kept (CatalogueBodies, PublishedPostBodies), cleared by whoever writes. */
  bodies: BodiesToken;
  /** Cache-Control of a successful answer (shared/src/nest/cache-control.ts); errors get none. */
  cacheControl: string;
  /**
   * The answer's key from the handler's validated arguments; undefined for an answer only an admin
   * sees, which is sent as JSON that no cache may store.
   */
  key: (...args: A) => string | undefined;
}

/** What a marked handler hands the interceptor: the key, and how to produce the data on a miss. */
class CachedAnswer {
  constructor(
    readonly bodies: BodiesToken,
    readonly cacheControl: string,
    readonly key: string | undefined,
    readonly produce: () => Promise<unknown>,
  ) {}
}

@Injectable()
export class CachedJsonInterceptor implements NestInterceptor {
  constructor(private readonly moduleRef: ModuleRef) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<void> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(mergeMap((answer: CachedAnswer) => from(this.send(answer, res))));
  }

  private async send(answer: CachedAnswer, res: Response): Promise<void> {
    if (answer.key === undefined) {
      const data = await answer.produce();
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      res.json(data);
      return;
    }
    const bodies = this.moduleRef.get(answer.bodies, { strict: false });
    const body = await bodies.get(answer.key, answer.produce);
    res.setHeader('Cache-Control', answer.cacheControl);
    sendJsonBody(res, body);
  }
}

/**
 * Marks a GET handler whose answer is kept as bytes. The handler is wrapped so that it only names its
 * answer (the interceptor decides whether it is produced), and Nest leaves the reply to the
 * interceptor, as it does for a handler taking @Res(): the bytes cannot pass through Nest's own reply,
 * which would serialise them again.
 */
export function CachedJson<A extends unknown[]>(options: CachedJsonOptions<A>): MethodDecorator {
  return (target, propertyKey, descriptor) => {
    const handler = descriptor.value as unknown as (...args: A) => Promise<unknown>;
    const named = function (this: unknown, ...args: A): CachedAnswer {
      const key = options.key(...args);
      return new CachedAnswer(options.bodies, options.cacheControl, key, () => handler.apply(this, args));
    };
    // The route, OpenAPI and guard metadata of decorators applied before this one stay with the handler.
    for (const metadataKey of Reflect.getOwnMetadataKeys(handler)) {
      Reflect.defineMetadata(metadataKey, Reflect.getOwnMetadata(metadataKey, handler), named);
    }
    Object.defineProperty(named, 'name', { value: handler.name });
    descriptor.value = named as unknown as typeof descriptor.value;
    UseInterceptors(CachedJsonInterceptor)(target, propertyKey, descriptor);
    const parameters = (Reflect.getMetadata('design:paramtypes', target, propertyKey) as unknown[]).length;
    Res()(target, propertyKey, parameters);
    return descriptor;
  };
}
