/**
 * The DTOs accept exactly the shared request types (`@madar/shared`, contracts/), which the web sends.
 * `implements` makes the compiler refuse a DTO missing a field of its request or typing one
 * differently; these assertions also refuse a field the request does not name, or an optional/required
 * mismatch. They are checked by `npm run typecheck`, the runtime part being a formality.
 */
import type { PostRequest, PostUpdateRequest } from '@madar/shared';
import { expectTypeOf } from 'expect-type';
import type { CreatePostDto } from './blog/dto/create-post.dto';
import type { UpdatePostDto } from './blog/dto/update-post.dto';

describe('the blog DTOs', () => {
  it('take exactly the shared request types', () => {
    expectTypeOf<CreatePostDto>().toEqualTypeOf<PostRequest>();
    expectTypeOf<UpdatePostDto>().toEqualTypeOf<PostUpdateRequest>();
  });
});
