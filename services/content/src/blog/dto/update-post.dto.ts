import type { PostUpdateRequest } from '@madar/shared';
import { PartialType } from '@nestjs/swagger';
import { CreatePostDto } from './create-post.dto';

/**
 * PATCH /api/blog/posts/:id: any subset of the create fields (an empty body changes nothing but
 * updatedAt). A bilingual field is replaced whole, so both languages are sent together. Null is
 * refused like any wrong type rather than taken as "leave unchanged".
 */
export class UpdatePostDto
  extends PartialType(CreatePostDto, { skipNullProperties: false })
  implements PostUpdateRequest {}
