import { MAX_WORKSPACE_NAME } from '@outflow/domain';
import { IsNonBlankText } from '../../common/text-field.decorator';

/** `POST /api/workspaces {name}` and `PATCH /api/workspaces/{id} {name}`. */
export class WorkspaceNameDto {
  @IsNonBlankText(MAX_WORKSPACE_NAME, 'The workspace’s name, e.g. the client an agency works for')
  name!: string;
}
