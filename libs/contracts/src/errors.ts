/** The one error shape every API answer uses (ARCHITECTURE.md). */
export interface ApiError {
  statusCode: number;
  message: string;
  error: string;
}
