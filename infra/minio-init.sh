#!/bin/sh
# One-shot (compose service minio-init), run with MinIO's root keys, which nothing else receives:
# creates the shop's bucket, the API's own user, and a policy that lets that user read, write, list
# and delete inside the bucket only. Safe to run again: every step is idempotent.
set -eu

: "${MINIO_ROOT_USER:?}" "${MINIO_ROOT_PASSWORD:?}" "${S3_BUCKET:?}" "${S3_ACCESS_KEY_ID:?}" "${S3_SECRET_ACCESS_KEY:?}"

mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"

# Written with the shell's own printf and case below: the mc image is minimal, so the script needs
# no tool beyond sh and mc.
policy="${TMPDIR:-/tmp}/hashforge-bucket-policy.json"
printf '%s\n' \
  '{' \
  '  "Version": "2012-10-17",' \
  '  "Statement": [' \
  '    {' \
  '      "Effect": "Allow",' \
  '      "Action": ["s3:GetBucketLocation", "s3:ListBucket"],' \
  "      \"Resource\": [\"arn:aws:s3:::$S3_BUCKET\"]" \
  '    },' \
  '    {' \
  '      "Effect": "Allow",' \
  '      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],' \
  "      \"Resource\": [\"arn:aws:s3:::$S3_BUCKET/*\"]" \
  '    }' \
  '  ]' \
  '}' >"$policy"

# `policy create` replaces a policy of the same name, so a changed bucket name takes effect.
mc admin policy create local hashforge-api "$policy"
# Adding an existing user sets its password again: rotating S3_SECRET_ACCESS_KEY is a re-run.
mc admin user add local "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching twice is an error in mc, so attach only when the user does not have the policy yet.
case "$(mc admin user info local "$S3_ACCESS_KEY_ID")" in
  *hashforge-api*) ;;
  *) mc admin policy attach local hashforge-api --user "$S3_ACCESS_KEY_ID" ;;
esac
echo "bucket $S3_BUCKET and user $S3_ACCESS_KEY_ID ready"
