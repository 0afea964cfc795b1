// /station/{streamerId}/post/{titleNo}/edit: edit a post (its writer only; 001 §2.9).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { stationMeta } from "~/components/station/meta";
import { PostForm } from "~/components/station/PostForm";
import { StationErrorBoundary } from "~/components/station/lazy";
import { useStationData } from "~/components/station/useStation";
import { stationPostEdit as e } from "~/i18n/ko/station/post-edit";
import type { loader } from "./edit.server";

export { action, loader } from "./edit.server";

export const meta: MetaFunction<typeof loader> = (args) => stationMeta(args, e.form.editTitle);

export default function EditPost() {
  const { boards, defaults, photos } = useLoaderData<typeof loader>();
  const { station } = useStationData();
  const { titleNo } = useParams();
  return (
    <PostForm mode="edit" boards={boards} defaults={defaults} photos={photos} cancelHref={`/station/${encodeURIComponent(station.userId)}/post/${titleNo}`} />
  );
}

export const ErrorBoundary = StationErrorBoundary;
